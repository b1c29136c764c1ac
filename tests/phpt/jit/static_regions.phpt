--TEST--
JIT: static calls in direct regions, class and path ops run in place (static properties, class constants, instanceof, nested writes)
--FILE--
<?php
// Static calls in direct regions (A::m, self::, parent::, static::), and
// class and path ops run in place by compiled loops: static properties,
// class constants, instanceof, nested array writes.
class Base {
    const STEP = 2;
    public static $calls = 0;
    public static int $typed = 0;
    public static function inc($x) { return $x + 1; }
    public static function who() { return static::class; }
    public static function viaSelf($x) { return self::inc($x) + static::inc($x); }
    public function inst($x) { return $x + self::STEP; }
}
class Child extends Base {
    const STEP = 5;
    public static function inc($x) { return $x + 3; }
    public static function viaParent($x) { return parent::inc(static::inc($x)); }
    public function inst($x) { return parent::inst($x) + static::STEP; }
}
$j = 0;
$names = [];
for ($i = 0; $i < 500; $i++) {
    $j = Base::inc($j);
    $j = Base::viaSelf($j) - $j - 2;
    $j += Child::viaSelf(1) + Child::viaParent($i) - $i;
    Base::$calls++;
    Child::$calls += 2;
    $j += Base::STEP + Child::STEP;
    if ($i % 100 == 0) {
        $names[] = Child::who() . "/" . Base::who();
    }
}
echo "static $j ", Base::$calls, " ", implode(",", $names), "\n";

$c = new Child();
$b = new Base();
$k = 0;
for ($i = 0; $i < 300; $i++) {
    $k = $c->inst($k) - 9;
    $k += $b->inst(0);
    $k += ($c instanceof Base) + ($b instanceof Child) * 100 + ($i instanceof Base);
}
echo "inst $k\n";

// Nested array writes and a typed static property.
$m = [];
for ($i = 0; $i < 30; $i++) {
    for ($x = 0; $x < 30; $x++) {
        $m[$i][$x] = $i * $x;
        $m[$i]['sum'] = ($m[$i]['sum'] ?? 0) + $x;
    }
}
echo "matrix ", $m[29][29], " ", $m[7]['sum'], " ", count($m), "\n";
try {
    for ($i = 0; $i < 300; $i++) {
        Base::$typed = $i < 250 ? $i : "no";
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), " at $i\n";
}
try {
    for ($i = 0; $i < 300; $i++) {
        Base::$typed++;
        if ($i == 280) {
            Base::$typed = PHP_INT_MAX;
        }
    }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), " at $i\n";
}
echo Base::$typed, "\n";

// A static call to a method that is not there, and to an instance method.
class Late {
    public static function __callStatic($n, $a) { return "$n:" . count($a); }
}
$s = "";
for ($i = 0; $i < 300; $i++) {
    $s = Late::missing($i, $i);
}
echo $s, "\n";
try {
    for ($i = 0; $i < 300; $i++) {
        if ($i == 290) {
            echo Base::inst(1), "\n";
        }
        $j = Base::inc($j);
    }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), " at $i\n";
}
echo "done\n";
--EXPECT--
static 9000 1500 Child/Base,Child/Base,Child/Base,Child/Base,Child/Base
inst 300
matrix 841 435 30
TypeError: Cannot assign string to property Base::$typed of type int at 250
TypeError: Cannot increment property Base::$typed of type int past its maximal value at 281
9223372036854775807
missing:2
Error: Non-static method Base::inst() cannot be called statically at 290
done
