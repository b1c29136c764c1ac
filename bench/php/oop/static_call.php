<?php
// oop/static_call: static method calls (Class::m, self::m, static::m)
// and a static property read/write. $argv[1] overrides the count.
// @small 400000
class MathUtil
{
    public static $calls = 0;

    public static function inc($x)
    {
        return $x + 1;
    }

    public static function viaSelf($x)
    {
        return self::inc($x) + static::inc($x);
    }
}

$n = (int)($argv[1] ?? 8000000);
$j = 0;
for ($i = 0; $i < $n; $i++) {
    $j = MathUtil::inc($j);
    $j = MathUtil::viaSelf($j) - $j - 2;
    MathUtil::$calls++;
}
echo "static_call ", $n, " ", $j, " ", MathUtil::$calls, "\n";
