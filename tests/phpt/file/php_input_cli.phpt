--TEST--
php://input is empty on the CLI
--FILE--
<?php
$i = fopen('php://input', 'r');
var_dump(fread($i, 10), feof($i));
var_dump(file_get_contents('php://input'));
var_dump(stream_get_meta_data($i)['stream_type']);
--EXPECT--
string(0) ""
bool(true)
string(0) ""
string(5) "Input"
