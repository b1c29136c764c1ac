--TEST--
ob_start with null callback and chunk size
--FILE--
<?php
var_dump(ob_start(null, 0));
var_dump(ob_start(null, 5, PHP_OUTPUT_HANDLER_STDFLAGS));
$s = ob_get_status(true);
ob_end_clean(); ob_end_clean();
var_dump(count($s), $s[1]['chunk_size'], $s[1]['flags']);
--EXPECT--
int(2)
int(5)
int(20592)
