--TEST--
namespace\ relative names for functions, classes and constants
--FILE--
<?php
namespace Deep\Er;
const C = 'const';
function f() { return 'func'; }
class K {}
var_dump(namespace\f(), namespace\C, namespace\K::class, get_class(new namespace\K));
--EXPECT--
string(4) "func"
string(5) "const"
string(9) "Deep\Er\K"
string(9) "Deep\Er\K"
