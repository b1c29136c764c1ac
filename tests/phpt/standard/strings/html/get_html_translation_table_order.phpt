--TEST--
get_html_translation_table key order
--FILE--
<?php
$t = get_html_translation_table(HTML_ENTITIES, ENT_QUOTES | ENT_HTML5);
echo implode(" ", array_slice(array_values($t), 0, 40)), "\n";
echo implode(" ", array_slice(array_values($t), 700, 30)), "\n";
$t = get_html_translation_table(HTML_ENTITIES, ENT_COMPAT | ENT_XHTML);
echo implode(" ", array_slice(array_values($t), 0, 30)), "\n";
--EXPECT--
&Tab; &NewLine; &excl; &quot; &num; &dollar; &percnt; &amp; &apos; &lpar; &rpar; &ast; &plus; &comma; &period; &sol; &colon; &semi; &lt; &nvlt; &equals; &bne; &gt; &nvgt; &quest; &commat; &lbrack; &bsol; &rsqb; &Hat; &lowbar; &grave; &fjlig; &lbrace; &vert; &rcub; &nbsp; &iexcl; &cent; &pound;
&leq; &nvle; &ge; &nvge; &lE; &nlE; &geqq; &NotGreaterFullEqual; &lneqq; &lvertneqq; &gneqq; &gvertneqq; &ll; &nLtv; &nLt; &gg; &NotGreaterGreater; &nGt; &between; &NotCupCap; &NotLess; &ngtr; &NotLessEqual; &ngeq; &LessTilde; &GreaterTilde; &nlsim; &ngsim; &lessgtr; &gl;
&quot; &amp; &lt; &gt; &nbsp; &iexcl; &cent; &pound; &curren; &yen; &brvbar; &sect; &uml; &copy; &ordf; &laquo; &not; &shy; &reg; &macr; &deg; &plusmn; &sup2; &sup3; &acute; &micro; &para; &middot; &cedil; &sup1;
