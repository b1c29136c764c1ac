--TEST--
pathinfo full array
--FILE--
<?php
foreach (['/a/b/c.tar.gz', '/a/b/', 'noext', '.htaccess', 'a.', '', '/', 'dir/file.txt', 'x/.y.z'] as $s) { var_dump(pathinfo($s)); }
--EXPECT--
array(4) {
  ["dirname"]=>
  string(4) "/a/b"
  ["basename"]=>
  string(8) "c.tar.gz"
  ["extension"]=>
  string(2) "gz"
  ["filename"]=>
  string(5) "c.tar"
}
array(3) {
  ["dirname"]=>
  string(2) "/a"
  ["basename"]=>
  string(1) "b"
  ["filename"]=>
  string(1) "b"
}
array(3) {
  ["dirname"]=>
  string(1) "."
  ["basename"]=>
  string(5) "noext"
  ["filename"]=>
  string(5) "noext"
}
array(4) {
  ["dirname"]=>
  string(1) "."
  ["basename"]=>
  string(9) ".htaccess"
  ["extension"]=>
  string(8) "htaccess"
  ["filename"]=>
  string(0) ""
}
array(4) {
  ["dirname"]=>
  string(1) "."
  ["basename"]=>
  string(2) "a."
  ["extension"]=>
  string(0) ""
  ["filename"]=>
  string(1) "a"
}
array(2) {
  ["basename"]=>
  string(0) ""
  ["filename"]=>
  string(0) ""
}
array(3) {
  ["dirname"]=>
  string(1) "/"
  ["basename"]=>
  string(0) ""
  ["filename"]=>
  string(0) ""
}
array(4) {
  ["dirname"]=>
  string(3) "dir"
  ["basename"]=>
  string(8) "file.txt"
  ["extension"]=>
  string(3) "txt"
  ["filename"]=>
  string(4) "file"
}
array(4) {
  ["dirname"]=>
  string(1) "x"
  ["basename"]=>
  string(4) ".y.z"
  ["extension"]=>
  string(1) "z"
  ["filename"]=>
  string(2) ".y"
}
