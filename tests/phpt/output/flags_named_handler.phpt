--TEST--
notices name the handler and its level
--FILE--
<?php
function h($b) { return $b; }
ob_start();
ob_start('h', 0, 0);
ob_end_clean();
ob_clean();
ob_flush();
--EXPECTF--

Notice: ob_end_clean(): Failed to discard buffer of h (1) in %s on line 5

Notice: ob_clean(): Failed to delete buffer of h (1) in %s on line 6

Notice: ob_flush(): Failed to flush buffer of h (1) in %s on line 7
