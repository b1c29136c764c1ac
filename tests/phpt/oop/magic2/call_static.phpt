--TEST--
__call and __callStatic dispatch, arguments and precedence
--FILE--
<?php
class A {
    function __call($n, $args) { return "call:$n(" . implode(",", $args) . ")"; }
    static function __callStatic($n, $args) { return "static:$n(" . implode(",", $args) . ")"; }
    private function hidden() { return "hidden"; }
    function inside() { return self::virt(1) . " " . static::other(); }
}
$a = new A;
echo $a->foo(1, 2), "\n", A::bar(3), "\n", $a->hidden(), "\n", $a->inside(), "\n";
echo call_user_func([$a, 'dyn'], 'x'), "\n", call_user_func('A::sdyn', 'y'), "\n";
$m = 'var'; echo $a->$m(), A::$m(), "\n";
--EXPECT--
call:foo(1,2)
static:bar(3)
call:hidden()
call:virt(1) call:other()
call:dyn(x)
static:sdyn(y)
call:var()static:var()
