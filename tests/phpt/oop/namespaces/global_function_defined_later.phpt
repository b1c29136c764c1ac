--TEST--
Fallback picks the namespaced function if it is defined by the time of the call
--FILE--
<?php
namespace App;
function call() { return strrev('abc'); }
var_dump(call());
if (true) { function strrev($s) { return 'namespaced strrev'; } }
var_dump(call());
--EXPECT--
string(3) "cba"
string(3) "cba"
