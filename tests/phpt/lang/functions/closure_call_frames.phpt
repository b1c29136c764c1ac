--TEST--
Closure calls: captured values, bound $this and scope, per-object static variables, a closure that drops its own last handle while running, generator closures, methods called through $this
--FILE--
<?php
class P
{
    private $v = 10;
    public function get()
    {
        return function ($x) {
            static $calls = 0;
            $calls++;
            return [$x + $this->v, $calls, static::class, self::class];
        };
    }
    public function twice($x)
    {
        return $this->add($this->add($x));
    }
    public function add($x)
    {
        return $x + $this->v;
    }
    public static function make()
    {
        return new static();
    }
}
class Q extends P
{
}
$d = 5;
$f = function ($x, $y = 1) use ($d) {
    return $x * $y + $d;
};
echo $f(2), " ", $f(2, 3), "\n";
$g = fn($x) => $x - $d;
echo $g($f(1)), "\n";
$q = new Q();
$h = $q->get();
$h2 = $q->get();
print_r($h(1));
print_r($h(2));
print_r($h2(3));
$k = Closure::bind(function () {
    return $this->v;
}, new P(), P::class);
echo $k(), "\n";
// The closure's only handle is dropped while it runs.
$self = function ($n) use (&$self) {
    $self = null;
    return $n * 2;
};
echo $self(21), "\n";
var_dump($self);
$gen = function ($n) {
    for ($i = 0; $i < $n; $i++) {
        yield $i;
    }
};
$it = $gen(3);
unset($gen);
foreach ($it as $v) {
    echo $v;
}
echo "\n";
echo $q->twice(1), " ", get_class(Q::make()), "\n";
$r = function ($n) use (&$r) {
    return $n <= 1 ? 1 : $n * $r($n - 1);
};
echo $r(10), "\n";
class D
{
    public function __destruct()
    {
        echo "D gone\n";
    }
    public function m()
    {
        return 7;
    }
}
echo (new D())->m(), "\n";
echo "end\n";
--EXPECT--
7 11
1
Array
(
    [0] => 11
    [1] => 1
    [2] => Q
    [3] => P
)
Array
(
    [0] => 12
    [1] => 2
    [2] => Q
    [3] => P
)
Array
(
    [0] => 13
    [1] => 1
    [2] => Q
    [3] => P
)
10
42
NULL
012
21 Q
3628800
D gone
7
end
