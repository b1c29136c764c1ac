--TEST--
use with and without aliases for classes
--FILE--
<?php
namespace Lib\Util { class Str { static function id() { return __CLASS__; } } class Arr { static function id() { return __CLASS__; } } }
namespace App {
    use Lib\Util\Str;
    use Lib\Util\Arr as A;
    use Lib\Util;
    var_dump(Str::id(), A::id(), Util\Str::id(), Str::class, A::class, Util\Arr::class);
}
--EXPECT--
string(12) "Lib\Util\Str"
string(12) "Lib\Util\Arr"
string(12) "Lib\Util\Str"
string(12) "Lib\Util\Str"
string(12) "Lib\Util\Arr"
string(12) "Lib\Util\Arr"
