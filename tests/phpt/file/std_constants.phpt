--TEST--
STDIN, STDOUT and STDERR
--FILE--
<?php
var_dump(STDIN, STDOUT, STDERR);
var_dump(get_resource_type(STDOUT), (int) STDERR, (string) STDIN);
var_dump(stream_get_meta_data(STDIN));
var_dump(stream_get_meta_data(STDERR)['uri']);
--EXPECT--
resource(1) of type (stream)
resource(2) of type (stream)
resource(3) of type (stream)
string(6) "stream"
int(3)
string(14) "Resource id #1"
array(9) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(false)
  ["wrapper_type"]=>
  string(3) "PHP"
  ["stream_type"]=>
  string(5) "STDIO"
  ["mode"]=>
  string(2) "rb"
  ["unread_bytes"]=>
  int(0)
  ["seekable"]=>
  bool(false)
  ["uri"]=>
  string(11) "php://stdin"
}
string(12) "php://stderr"
