--TEST--
output_buffering=On starts an unlimited default buffer
--INI--
output_buffering=On
--FILE--
<?php
echo str_repeat("y", 5000);
$s = ob_get_status();
ob_end_clean();
var_dump($s['chunk_size'], $s['buffer_used']);
--EXPECT--
int(0)
int(5000)
