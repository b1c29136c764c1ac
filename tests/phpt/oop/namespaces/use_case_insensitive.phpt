--TEST--
Class and function imports are case-insensitive, constants are not
--FILE--
<?php
namespace Lib { class Widget {} function make() { return 'made'; } const LEVEL = 1; }
namespace App {
    use Lib\Widget;
    use function Lib\make;
    var_dump(get_class(new WIDGET), widget::class, MAKE());
}
--EXPECT--
string(10) "Lib\Widget"
string(10) "Lib\Widget"
string(4) "made"
