--TEST--
use with a leading backslash is the same as without
--FILE--
<?php
namespace Lib { class Thing {} }
namespace App {
    use \Lib\Thing;
    var_dump(Thing::class);
}
--EXPECT--
string(9) "Lib\Thing"
