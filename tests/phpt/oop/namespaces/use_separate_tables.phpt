--TEST--
Class, function and constant imports live in separate tables
--FILE--
<?php
namespace Lib { class Same { } function Same() { return 'function Same'; } const Same = 'const Same'; }
namespace App {
    use Lib\Same;
    use function Lib\Same;
    use const Lib\Same;
    var_dump(Same::class, Same(), Same);
}
--EXPECT--
string(8) "Lib\Same"
string(13) "function Same"
string(10) "const Same"
