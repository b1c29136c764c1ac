<?php
// oop/method_call: instance method calls on one object (one argument,
// returned after one property read), the `$this->m()` form from inside
// another method too. $argv[1] overrides the count.
// @small 400000
class Counter
{
    private $step = 1;

    public function add($x)
    {
        return $x + $this->step;
    }

    public function twice($x)
    {
        return $this->add($this->add($x));
    }
}

$n = (int)($argv[1] ?? 8000000);
$c = new Counter();
$j = 0;
for ($i = 0; $i < $n; $i++) {
    $j = $c->add($j);
    $j = $c->twice($j) - 2;
}
echo "method_call ", $n, " ", $j, "\n";
