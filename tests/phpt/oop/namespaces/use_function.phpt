--TEST--
use function imports a function, with an alias
--FILE--
<?php
namespace Lib { function greet($n) { return "hi $n"; } function shout($n) { return strtoupper($n); } }
namespace App {
    use function Lib\greet;
    use function Lib\shout as loud;
    var_dump(greet('a'), loud('b'));
}
--EXPECT--
string(4) "hi a"
string(1) "B"
