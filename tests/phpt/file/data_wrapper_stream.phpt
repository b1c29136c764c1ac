--TEST--
reading a data: stream
--FILE--
<?php
$f = fopen('data://text/plain,line1%0Aline2', 'r');
var_dump(fgets($f), ftell($f));
var_dump(fgets($f), feof($f));
rewind($f);
var_dump(fread($f, 100));
var_dump(fwrite($f, 'x'));
var_dump(file('data:,a%0Ab%0A', FILE_IGNORE_NEW_LINES));
--EXPECTF--
string(6) "line1
"
int(6)
string(5) "line2"
bool(true)
string(11) "line1
line2"

Notice: fwrite(): Stream is not writable in %s on line 7
bool(false)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
