<?php
// oop/prop_rw: reads and writes of declared properties, from outside
// (public) and from inside a method ($this->x), plus `+=` and `++` on
// a property. $argv[1] overrides the count.
// @small 1000000
class Point
{
    public $x = 0;
    public $y = 0;
    protected $z = 0;

    public function bump($d)
    {
        $this->z += $d;
        return $this->z;
    }
}

$n = (int)($argv[1] ?? 20000000);
$p = new Point();
$s = 0;
for ($i = 0; $i < $n; $i++) {
    $p->x = $i;
    $p->y++;
    $s += $p->x - $p->y;
    if (($i & 15) == 0) {
        $s += $p->bump(1);
    }
}
echo "prop_rw ", $n, " ", $s, " ", $p->y, "\n";
