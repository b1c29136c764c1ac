--TEST--
php:// names are case-insensitive
--FILE--
<?php
var_dump(is_resource(fopen('php://MEMORY', 'r')));
var_dump(stream_get_meta_data(fopen('php://Memory', 'r'))['uri']);
var_dump(stream_get_meta_data(fopen('PHP://temp', 'r'))['stream_type']);
--EXPECT--
bool(true)
string(12) "php://Memory"
string(4) "TEMP"
