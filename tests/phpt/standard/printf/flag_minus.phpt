--TEST--
sprintf - flag left-justifies
--FILE--
<?php
var_dump(sprintf('[%-5d]', 42));
var_dump(sprintf('[%-5s]', 'ab'));
var_dump(sprintf('[%-08.2f]', 1.5));
var_dump(sprintf('[%-05d]', -3));
--EXPECT--
string(7) "[42   ]"
string(7) "[ab   ]"
string(10) "[1.500000]"
string(7) "[-3   ]"
