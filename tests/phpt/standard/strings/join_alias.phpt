--TEST--
join is an alias of implode
--FILE--
<?php
var_dump(join('+', [1, 2, 3]));
--EXPECT--
string(5) "1+2+3"
