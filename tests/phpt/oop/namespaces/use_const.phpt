--TEST--
use const imports a constant, with an alias
--FILE--
<?php
namespace Lib { const ANSWER = 42; const NAME = 'lib'; }
namespace App {
    use const Lib\ANSWER;
    use const Lib\NAME as LIBNAME;
    var_dump(ANSWER, LIBNAME);
}
--EXPECT--
int(42)
string(3) "lib"
