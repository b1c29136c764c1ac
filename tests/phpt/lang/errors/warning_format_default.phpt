--TEST--
Warning, notice and deprecation prefixes
--FILE--
<?php
trigger_error("a notice", E_USER_NOTICE);
trigger_error("a warning", E_USER_WARNING);
trigger_error("a deprecation", E_USER_DEPRECATED);
echo "still running\n";
--EXPECTF--

Notice: a notice in %s on line 2

Warning: a warning in %s on line 3

Deprecated: a deprecation in %s on line 4
still running
