--TEST--
match with two default arms is a fatal error
--FILE--
<?php
echo match (1) { default => 1, default => 2 };
--EXPECTF--

Fatal error: Match expressions may only contain one default arm in %s on line 2
