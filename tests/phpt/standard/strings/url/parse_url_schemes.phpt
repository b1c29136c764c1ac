--TEST--
parse_url of scheme-only and opaque URLs
--FILE--
<?php
var_dump(parse_url("mailto:someone@example.com"), parse_url("urn:isbn:0451450523"), parse_url("file:///etc/passwd"), parse_url("file:///c:/dir/file.txt"), parse_url("http:"));
--EXPECT--
array(2) {
  ["scheme"]=>
  string(6) "mailto"
  ["path"]=>
  string(19) "someone@example.com"
}
array(2) {
  ["scheme"]=>
  string(3) "urn"
  ["path"]=>
  string(15) "isbn:0451450523"
}
array(2) {
  ["scheme"]=>
  string(4) "file"
  ["path"]=>
  string(11) "/etc/passwd"
}
array(2) {
  ["scheme"]=>
  string(4) "file"
  ["path"]=>
  string(15) "c:/dir/file.txt"
}
array(1) {
  ["scheme"]=>
  string(4) "http"
}
