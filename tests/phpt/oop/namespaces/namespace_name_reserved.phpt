--TEST--
Namespace names may contain reserved keywords since PHP 8.0
--FILE--
<?php
namespace App\List\Function;
function f() { return __NAMESPACE__; }
var_dump(f(), \App\List\Function\f());
--EXPECT--
string(17) "App\List\Function"
string(17) "App\List\Function"
