--TEST--
self::, parent:: and static:: calls in compiled methods: late static binding through each (the called class forwarded by self:: and parent::, not by a named class), one method run for several called classes, methods from a trait used by two classes, an overridden method reached by static:: only, and a closure bound to a class scope.
--FILE--
<?php
// self::, parent:: and static:: calls in compiled methods: late static
// binding through each (the called class forwarded by self:: and
// parent::, not by a named class), one method run for several called
// classes, methods from a trait used by two classes, an overridden
// method reached by static:: only, and a closure bound to a class scope.
trait Tag { static function tag() { return static::class . "/" . self::class; } static function viaTrait($x) { return self::one($x) + static::two($x); } }
class A {
    use Tag;
    static function one($x) { return $x + 1; }
    static function two($x) { return $x * 2; }
    static function who() { return static::class; }
    static function run($x) { return self::one($x) + static::two($x) + strlen(self::who()) + strlen(static::who()); }
}
class B extends A {
    static function two($x) { return $x * 3; }
    static function run($x) { return parent::run($x) + parent::one($x); }
    static function names() { return parent::who() . "," . self::who() . "," . A::who(); }
}
class C extends B { static function one($x) { return $x + 100; } }
class T2 { use Tag; static function one($x) { return $x - 1; } static function two($x) { return $x; } }
$s = [0, 0, 0, 0];
for ($i = 0; $i < 3000; $i++) {
    $s[0] += A::run($i);
    $s[1] += B::run($i);
    $s[2] += C::run($i);
    $s[3] += A::viaTrait($i) + T2::viaTrait($i) + C::viaTrait($i);
}
echo implode(" ", $s), "\n";
echo B::names(), " ", C::names(), "\n";
echo A::tag(), " ", C::tag(), " ", T2::tag(), "\n";
$f = function ($x) { return static::two($x) + self::one($x); };
$t = 0;
foreach ([A::class, B::class, C::class] as $cls) {
    $g = Closure::bind($f, null, $cls);
    for ($i = 0; $i < 1500; $i++) { $t += $g($i); }
}
echo $t, "\n";
// An instance method calling static:: on objects of several classes.
class P { function m($x) { return static::k($x) + self::k($x); } static function k($x) { return $x; } }
class Q extends P { static function k($x) { return $x * 10; } }
$t = 0;
$objs = [new P, new Q];
for ($i = 0; $i < 4000; $i++) { $t += $objs[$i & 1]->m($i); }
echo $t, "\n";
--EXPECT--
13504500 22504500 22504500 40489500
B,B,A C,C,A
A/A C/A T2/T2
12519750
51996000
