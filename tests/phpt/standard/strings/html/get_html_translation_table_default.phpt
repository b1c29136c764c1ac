--TEST--
get_html_translation_table defaults
--FILE--
<?php
var_dump(get_html_translation_table());
var_dump(get_html_translation_table(HTML_SPECIALCHARS, ENT_NOQUOTES));
--EXPECT--
array(5) {
  ["""]=>
  string(6) "&quot;"
  ["&"]=>
  string(5) "&amp;"
  ["'"]=>
  string(6) "&#039;"
  ["<"]=>
  string(4) "&lt;"
  [">"]=>
  string(4) "&gt;"
}
array(3) {
  ["&"]=>
  string(5) "&amp;"
  ["<"]=>
  string(4) "&lt;"
  [">"]=>
  string(4) "&gt;"
}
