--TEST--
++ and -- on static properties in compiled loops: named, self:: and static:: sites, pre and post forms, an int overflowing to a float, a typed property (its overflow error), private ones reached from the class's methods, and a property turned into a reference.
--FILE--
<?php
// ++ and -- on static properties in compiled loops: named, self:: and
// static:: sites, pre and post forms, an int overflowing to a float, a
// typed property (its overflow error), private ones reached from the
// class's methods, and a property turned into a reference.
class C {
    public static $n = 0;
    public static $f = 1.5;
    public static $s = "a";
    public static ?int $typed = 0;
    private static $hidden = 10;
    public static $big = PHP_INT_MAX - 1000;
    static function bump() { for ($i = 0; $i < 3000; $i++) { self::$hidden++; static::$n--; } return self::$hidden; }
}
class D extends C { public static $n = 100; }
$pre = 0; $post = 0;
for ($i = 0; $i < 3000; $i++) {
    $post += C::$n++;
    $pre += ++C::$n;
    C::$f++;
    C::$typed--;
}
echo C::$n, " ", $pre, " ", $post, " ", C::$f, " ", C::$typed, "\n";
for ($i = 0; $i < 30; $i++) { C::$s++; }
echo C::$s, "\n";
echo C::bump(), " ", C::$n, " ", D::$n, "\n";
echo D::bump(), " ", C::$n, " ", D::$n, "\n";
for ($i = 0; $i < 2000; $i++) { $r = C::$big++; }
var_dump($r, C::$big);
C::$typed = PHP_INT_MAX - 1500;
try {
    for ($i = 0; $i < 2000; $i++) { C::$typed++; }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(C::$typed);
$ref = &C::$n;
for ($i = 0; $i < 2500; $i++) { C::$n++; }
echo $ref, "\n";
try {
    for ($i = 0; $i < 10; $i++) { C::$hidden++; }
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
6000 9003000 8997000 3001.5 -3000
ae
3010 3000 100
6010 3000 -2900
float(9.223372036854776E+18)
float(9.223372036854776E+18)
TypeError: Cannot increment property C::$typed of type ?int past its maximal value
int(9223372036854775807)
5500
Cannot access private property C::$hidden
