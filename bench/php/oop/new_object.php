<?php
// oop/new_object: `new` with a constructor (promoted and plain
// properties), the object dropped at once or kept for one iteration.
// $argv[1] overrides the count.
// @small 250000
class Pair
{
    public $sum;

    public function __construct(public $a, public $b)
    {
        $this->sum = $a + $b;
    }
}

class Bare
{
    public $v = 1;
}

$n = (int)($argv[1] ?? 5000000);
$s = 0;
$prev = null;
for ($i = 0; $i < $n; $i++) {
    $p = new Pair($i, 1);
    $s += $p->sum;
    $b = new Bare();
    $s += $b->v;
    $prev = $p;
}
echo "new_object ", $n, " ", $s, " ", $prev->a, "\n";
