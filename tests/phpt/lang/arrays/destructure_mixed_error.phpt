--TEST--
Mixing keyed and unkeyed destructuring is a fatal error
--FILE--
<?php
[$a, 'k' => $b] = [1, 'k' => 2];
--EXPECTF--

Fatal error: Cannot mix keyed and unkeyed array entries in assignments in %s on line 2
