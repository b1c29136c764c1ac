--TEST--
version_compare: canonical forms, special forms and operators
--FILE--
<?php
foreach ([["1.0","1.0.0"],["5.2","5.10"],["1.0rc1","1.0"],["1.0-dev","1.0alpha"],["1.0pl1","1.0"],["1.0.0","1.0.0.0"],["", "1"],["", ""],["1#2","1.2"],["8.2.0","8.2"],["1.0a","1.0b"],["1.0RC1","1.0rc1"],["1..2","1.2"],["5","5.0"],["1.0p","1.0"],["a","b"],["1.0beta","1.0b"],["1.0.0-beta.2","1.0.0-beta.10"],["7.4.33","8.0.0"],["2.0.0+build.1","2.0.0"],["1.2.3x","1.2.3"],["v1.2","1.2"]] as [$a, $b]) {
  echo "'$a' '$b' ", version_compare($a, $b), "\n";
}
foreach (["<", "lt", "<=", "le", ">", "gt", ">=", "ge", "==", "eq", "!=", "<>", "ne"] as $op) {
  echo $op, " ", var_export(version_compare("1.2", "1.10", $op), true), " ", var_export(version_compare("2.0", "2.0", $op), true), "\n";
}
try { version_compare("1", "2", "~"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(version_compare(PHP_VERSION, "8.2.0", ">="), version_compare("8.1.0", "8.2.0", null));
--EXPECT--
'1.0' '1.0.0' -1
'5.2' '5.10' -1
'1.0rc1' '1.0' -1
'1.0-dev' '1.0alpha' -1
'1.0pl1' '1.0' 1
'1.0.0' '1.0.0.0' -1
'' '1' -1
'' '' 0
'1#2' '1.2' 1
'8.2.0' '8.2' 1
'1.0a' '1.0b' -1
'1.0RC1' '1.0rc1' 0
'1..2' '1.2' 0
'5' '5.0' -1
'1.0p' '1.0' 1
'a' 'b' -1
'1.0beta' '1.0b' 0
'1.0.0-beta.2' '1.0.0-beta.10' -1
'7.4.33' '8.0.0' -1
'2.0.0+build.1' '2.0.0' -1
'1.2.3x' '1.2.3' -1
'v1.2' '1.2' -1
< true false
lt true false
<= true true
le true true
> false false
gt false false
>= false true
ge false true
== false true
eq false true
!= true false
<> true false
ne true false
version_compare(): Argument #3 ($operator) must be a valid comparison operator
bool(true)
int(-1)
