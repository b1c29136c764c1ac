--TEST--
Static property increments in hot loops (the site keeps the property):
self, parent and static forms, a string, a reference to the property,
integer overflow untyped and typed, a private property from outside, a
trait's property (deprecated at each access), unknown class and property
--FILE--
<?php
trait Tr { public static $tn = 0; }
class A {
    public static $n = 0;
    public static $s = "a";
    public static int $typed = PHP_INT_MAX - 2;
    private static $priv = 10;
    public static function bump() {
        self::$priv++;
        static::$n++;
        return ++self::$priv;
    }
}
class B extends A {
    public static $n = 100;
    public static function up() { return parent::$n++ + self::$n++; }
}
$t = 0;
for ($i = 0; $i < 3000; $i++) {
    A::$n++;
    $t += A::$n++;
    $t += ++A::$n;
    --A::$n;
    if ($i % 500 == 0) {
        A::$s++;
    }
    $t += A::bump() + B::bump() + B::up();
}
var_dump($t, A::$n, B::$n, A::$s);
$r = &A::$n;
for ($i = 0; $i < 2000; $i++) {
    A::$n++;
    if ($i == 1000) {
        $r = PHP_INT_MAX;
    }
}
var_dump($r, A::$n);
for ($i = 0; $i < 5; $i++) {
    try {
        A::$typed++;
        echo A::$typed, "\n";
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
function outside() {
    for ($i = 0; $i < 3; $i++) {
        try {
            A::$priv++;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
    }
}
outside();
for ($i = 0; $i < 3; $i++) {
    Tr::$tn++;
}
var_dump(Tr::$tn);
try {
    Nope::$x++;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    A::$missing++;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
--EXPECTF--
int(99369000)
int(12000)
int(6100)
string(1) "g"
float(9.223372036854776E+18)
float(9.223372036854776E+18)
9223372036854775806
9223372036854775807
TypeError: Cannot increment property A::$typed of type int past its maximal value
TypeError: Cannot increment property A::$typed of type int past its maximal value
TypeError: Cannot increment property A::$typed of type int past its maximal value
Cannot access private property A::$priv
Cannot access private property A::$priv
Cannot access private property A::$priv

Deprecated: Accessing static trait property Tr::$tn is deprecated, it should only be accessed on a class using the trait in %s on line 57

Deprecated: Accessing static trait property Tr::$tn is deprecated, it should only be accessed on a class using the trait in %s on line 57

Deprecated: Accessing static trait property Tr::$tn is deprecated, it should only be accessed on a class using the trait in %s on line 57

Deprecated: Accessing static trait property Tr::$tn is deprecated, it should only be accessed on a class using the trait in %s on line 59
int(3)
Class "Nope" not found
Access to undeclared static property A::$missing
