--TEST--
stream_is_local
--FILE--
<?php
var_dump(stream_is_local(fopen('php://memory', 'r')));
var_dump(stream_is_local('/tmp/x'), stream_is_local('file:///tmp/x'), stream_is_local('http://example.com/'));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
