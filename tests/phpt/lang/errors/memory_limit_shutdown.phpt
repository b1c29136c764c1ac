--TEST--
Shutdown function runs after memory exhaustion
--FILE--
<?php
function done() { echo "shutdown\n"; }
register_shutdown_function('done');
ini_set('memory_limit', '8M');
$s = 'x';
while (true) { $s .= str_repeat('x', strlen($s)); }
--EXPECTF--

Fatal error: Allowed memory size of 8388608 bytes exhausted (tried to allocate %d bytes) in %s on line 6
shutdown
