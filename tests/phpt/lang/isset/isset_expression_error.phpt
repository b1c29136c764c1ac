--TEST--
isset on an expression is a compile error
--FILE--
<?php
var_dump(isset(1 + 1));
--EXPECTF--

Fatal error: Cannot use isset() on the result of an expression (you can use "null !== expression" instead) in %s on line 2
