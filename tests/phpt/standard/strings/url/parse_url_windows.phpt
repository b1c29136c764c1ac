--TEST--
parse_url of file URLs and Windows paths
--FILE--
<?php
var_dump(parse_url("file:///C:/x"), parse_url("file://server/share"), parse_url("c:/dir/file"), parse_url("c:\\dir"));
--EXPECT--
array(2) {
  ["scheme"]=>
  string(4) "file"
  ["path"]=>
  string(4) "C:/x"
}
array(3) {
  ["scheme"]=>
  string(4) "file"
  ["host"]=>
  string(6) "server"
  ["path"]=>
  string(6) "/share"
}
array(2) {
  ["scheme"]=>
  string(1) "c"
  ["path"]=>
  string(9) "/dir/file"
}
array(2) {
  ["scheme"]=>
  string(1) "c"
  ["path"]=>
  string(4) "\dir"
}
