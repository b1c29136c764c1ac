--TEST--
backed enum from/tryFrom
--FILE--
<?php
enum S: string { case A = 'a'; case B = 'b'; }
var_dump(S::from('b')->name, S::tryFrom('z'), S::A->value); try { S::from('z'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(1) "B"
NULL
string(1) "a"
"z" is not a valid backing value for enum S
