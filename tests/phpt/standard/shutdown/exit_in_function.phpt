--TEST--
exit inside a nested function call ends the script
--FILE--
<?php
function inner() { echo "inner\n"; exit(0); }
function outer() { inner(); echo "outer after\n"; }
outer();
echo "main after\n";
--EXPECT--
inner
