--TEST--
Several braced namespaces in one file, plus the global one
--FILE--
<?php
namespace A { function f() { return __NAMESPACE__; } }
namespace B { function f() { return __NAMESPACE__; } }
namespace { var_dump(A\f(), B\f(), __NAMESPACE__); }
--EXPECT--
string(1) "A"
string(1) "B"
string(0) ""
