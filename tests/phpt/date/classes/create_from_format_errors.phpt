--TEST--
createFromFormat failures and getLastErrors
--FILE--
<?php
date_default_timezone_set('UTC');
var_dump(DateTime::createFromFormat('Y-m-d', '2021-03'));
var_dump(DateTime::getLastErrors());
var_dump(DateTime::createFromFormat('Y-m-d', '2021-03-15 extra'));
var_dump(DateTime::getLastErrors());
$d = DateTime::createFromFormat('!Y-m-d', '2021-02-30');
echo $d->format('Y-m-d'), "\n";
var_dump(DateTime::getLastErrors());
?>
--EXPECT--
bool(false)
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(1)
  ["errors"]=>
  array(1) {
    [7]=>
    string(43) "Not enough data available to satisfy format"
  }
}
bool(false)
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(1)
  ["errors"]=>
  array(1) {
    [10]=>
    string(13) "Trailing data"
  }
}
2021-03-02
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [10]=>
    string(27) "The parsed date was invalid"
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
}
