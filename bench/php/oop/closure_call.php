<?php
// oop/closure_call: calls of closures held in variables: one capturing a
// value with `use`, an arrow function, and a closure bound to an object
// (using $this). $argv[1] overrides the count.
// @small 400000
class Box
{
    public $k = 3;

    public function adder()
    {
        return function ($x) {
            return $x + $this->k;
        };
    }
}

$n = (int)($argv[1] ?? 8000000);
$d = 2;
$f = function ($x) use ($d) {
    return $x + $d;
};
$g = fn($x) => $x - $d;
$h = (new Box())->adder();
$j = 0;
for ($i = 0; $i < $n; $i++) {
    $j = $g($f($j));
    $j = $h($j) - 3;
    $j += 1;
}
echo "closure_call ", $n, " ", $j, "\n";
