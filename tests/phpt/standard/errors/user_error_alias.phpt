--TEST--
user_error is an alias of trigger_error
--FILE--
<?php
user_error('via alias', E_USER_WARNING);
--EXPECTF--

Warning: via alias in %s on line 2
