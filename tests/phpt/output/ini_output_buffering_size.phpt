--TEST--
output_buffering=4096 starts a chunked default buffer
--INI--
output_buffering=4096
--FILE--
<?php
echo "x";
$s = ob_get_status();
$l = ob_get_level();
$h = ob_list_handlers();
ob_end_clean();
var_dump($l, $h, $s['chunk_size'], $s['buffer_size'], $s['buffer_used'], $s['level']);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(22) "default output handler"
}
int(4096)
int(8192)
int(1)
int(0)
