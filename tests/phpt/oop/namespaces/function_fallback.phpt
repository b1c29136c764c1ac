--TEST--
Unqualified function calls fall back to the global function
--FILE--
<?php
namespace App;
var_dump(strlen('abc'));
function strlen($s) { return 'mine'; }
var_dump(strlen('abc'), \strlen('abc'));
--EXPECT--
string(4) "mine"
string(4) "mine"
int(3)
