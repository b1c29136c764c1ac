--TEST--
get_html_translation_table for XML1 and HTML5
--FILE--
<?php
var_dump(get_html_translation_table(HTML_ENTITIES, ENT_NOQUOTES | ENT_XML1));
var_dump(get_html_translation_table(HTML_SPECIALCHARS, ENT_COMPAT | ENT_HTML5));
--EXPECT--
array(3) {
  ["&"]=>
  string(5) "&amp;"
  ["<"]=>
  string(4) "&lt;"
  [">"]=>
  string(4) "&gt;"
}
array(4) {
  ["""]=>
  string(6) "&quot;"
  ["&"]=>
  string(5) "&amp;"
  ["<"]=>
  string(4) "&lt;"
  [">"]=>
  string(4) "&gt;"
}
