--TEST--
the last error is reset by a successful decode
--FILE--
<?php
json_decode('[');
echo json_last_error(), "\n";
json_decode('[]');
echo json_last_error(), "\n";
--EXPECT--
4
0
