--TEST--
A closure made in a method is a Closure scoped to the method's class and bound to $this; a cycle through it runs its destructors and is collected
--FILE--
<?php
class D {
    public $o;
    public $cb;
    function __construct(public $n) {}
    function __destruct() { echo "destruct {$this->n}\n"; }
    function bind() { $this->cb = function () { return static::class . " " . self::class . " " . get_class($this) . " " . $this->n; }; }
}
class E extends D {}
$a = new E("a"); $b = new D("b");
$a->o = $b; $b->o = $a;
$a->bind();
echo ($a->cb)(), "\n";
echo get_class($a->cb), "\n";
$r = new ReflectionFunction($a->cb);
echo $r->getClosureScopeClass()->getName(), "\n";
$f = function () { return isset($this) ? get_class($this) : "none"; };
$g = Closure::bind($f, new stdClass, null);
echo $g(), "\n";
$h = $f->bindTo($b);
echo $h(), "\n";
unset($a, $b, $h, $r);
echo "collect\n";
var_dump(gc_collect_cycles());
echo "end\n";
--EXPECT--
E D E a
Closure
D
stdClass
D
collect
destruct a
destruct b
int(3)
end
