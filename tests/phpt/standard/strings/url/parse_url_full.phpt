--TEST--
parse_url of a full URL
--FILE--
<?php
var_dump(parse_url("https://user:pw@www.example.com:8080/path/to/file.php?x=1&y=2#frag"));
--EXPECT--
array(8) {
  ["scheme"]=>
  string(5) "https"
  ["host"]=>
  string(15) "www.example.com"
  ["port"]=>
  int(8080)
  ["user"]=>
  string(4) "user"
  ["pass"]=>
  string(2) "pw"
  ["path"]=>
  string(17) "/path/to/file.php"
  ["query"]=>
  string(7) "x=1&y=2"
  ["fragment"]=>
  string(4) "frag"
}
