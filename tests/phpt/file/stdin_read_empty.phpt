--TEST--
reading STDIN at its end
--FILE--
<?php
var_dump(stream_get_meta_data(STDIN)['uri'], stream_get_meta_data(STDOUT)['mode']);
var_dump(fwrite(STDERR, ""));
--EXPECT--
string(11) "php://stdin"
string(2) "wb"
int(0)
